import { ApplicationRoutes } from './ApplicationRoutes';

/** Variants whose steps come from the v3 data-point configuration. */
export default function DynamicApplicationPage() {
  return <ApplicationRoutes />;
}
