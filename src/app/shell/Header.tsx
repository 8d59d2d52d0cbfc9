import type { Market } from '../../markets/market';
import { ChromeBar } from './ChromeBar';
import type { ChromeVisibility } from './visibility';

export function Header({
  market,
  visibility,
}: {
  market: Market;
  visibility: Exclude<ChromeVisibility, 'absent'>;
}) {
  return (
    <ChromeBar
      as="header"
      market={market}
      visibility={visibility}
      logo={{ src: market.assets.logoHeader, height: 40 }}
    />
  );
}
