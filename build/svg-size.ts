/** An SVG's intrinsic size from its viewBox (what a browser uses for an <img> of it), for width and height attributes. */
export interface Size {
  width: number;
  height: number;
}

export function svgSize(svg: string): Size {
  const viewBox = /<svg\b[^>]*\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const width = Number(viewBox?.[1]);
  const height = Number(viewBox?.[2]);
  if (!(width > 0 && height > 0))
    throw new Error('An SVG logo needs a viewBox with a positive width and height');
  return { width, height };
}
