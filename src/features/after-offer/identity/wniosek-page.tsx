/** /wniosek (state 33): the Polish application form. */
import { WniosekForm } from './wniosek-form.tsx';

export default function WniosekPage() {
  return <WniosekForm kind="application" />;
}
