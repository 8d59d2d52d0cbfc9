export const ROOT_ELEMENT_ID = 'root';

/** The app cannot start without its mount point: say so loudly instead of rendering nowhere. */
export function findRootElement(doc: Document): HTMLElement {
  const element = doc.getElementById(ROOT_ELEMENT_ID);
  if (!element) throw new Error(`Root element #${ROOT_ELEMENT_ID} not found`);
  return element;
}
