/** /wniosek (state 33): the Polish application form. */
import { WniosekForm } from './WniosekForm';

export default function WniosekPage() {
  return <WniosekForm kind="application" />;
}
