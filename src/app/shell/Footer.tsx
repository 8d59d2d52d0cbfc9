import type { Market } from '../../markets/market';
import { ChromeBar } from './ChromeBar';
import { copyrightLine } from './copyright';
import type { ChromeVisibility } from './visibility';

export function Footer({
  market,
  visibility,
}: {
  market: Market;
  visibility: Exclude<ChromeVisibility, 'absent'>;
}) {
  return (
    <ChromeBar
      as="footer"
      market={market}
      visibility={visibility}
      logo={{ src: market.assets.logoFooter, height: 32 }}
    >
      <p className="copyright">{copyrightLine(market.brand, new Date())}</p>
    </ChromeBar>
  );
}
