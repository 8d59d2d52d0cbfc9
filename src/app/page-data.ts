/** Applies the brand's page data to the document (spec section 3, "Page data per product"). */
export interface PageData {
  pageTitle: string;
  metaDescription: string;
  metaKeywords: string;
  favicon: string;
}

function upsertMeta(doc: Document, name: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

export function applyPageData(doc: Document, data: PageData): void {
  doc.title = data.pageTitle;
  upsertMeta(doc, 'description', data.metaDescription);
  upsertMeta(doc, 'keywords', data.metaKeywords);
  let icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  // A PNG drawn from the brand's favicon.svg (scripts/favicons.ts says why).
  icon.type = 'image/png';
  icon.href = data.favicon;
}
