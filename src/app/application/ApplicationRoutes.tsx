import { Route, Routes } from 'react-router';
import { ApplicationProviders } from './ApplicationProviders';
import { NotFoundPage } from './NotFoundPage';
import { StartPage } from './StartPage';

/** Routes shared by every application page; the funnel's steps join this table as they land. */
export function ApplicationRoutes() {
  return (
    <ApplicationProviders>
      <Routes>
        <Route index element={<StartPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ApplicationProviders>
  );
}
