import { ApplicationRoutes } from './ApplicationRoutes';
import { StartPage } from './StartPage';

/**
 * Variants with classic steps (loan information, personal, contact, income ...). The classic step pages are not
 * built yet (issue 6, item 5): the index introduces the brand, and checking and outcomes work as for every variant.
 */
export default function ClassicApplicationPage() {
  return <ApplicationRoutes index={<StartPage />} />;
}
