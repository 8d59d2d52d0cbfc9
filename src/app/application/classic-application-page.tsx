import { market } from '../../markets/market';
import { ApplicationRoutes } from './application-routes';
import { classicFormOf } from './classic/classic-form';
import { ClassicEntryRoute, classicStepRoutes } from './classic/classic-step-route';
import { ClassicResumeRoute } from './resume/classic-resume-route';

const CLASSIC_FORM = classicFormOf(market.target);

/**
 * Variants with classic steps (spec section 2 "Pre-offer screens"): loan information, personal, contact, income,
 * other information, reference information and employment details, then checking and the outcomes.
 */
export default function ClassicApplicationPage() {
  return (
    <ApplicationRoutes
      index={<ClassicEntryRoute form={CLASSIC_FORM} />}
      steps={classicStepRoutes(CLASSIC_FORM)}
      resume={<ClassicResumeRoute />}
    />
  );
}
