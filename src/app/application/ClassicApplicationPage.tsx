import { ApplicationRoutes } from './ApplicationRoutes';

/** Variants with classic steps (loan information, personal, contact, income ...). */
export default function ClassicApplicationPage() {
  return <ApplicationRoutes />;
}
