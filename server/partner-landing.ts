/** A minimal partner page so redirect journeys end somewhere real on loopback (e2e tests assert on it). */
export function partnerLandingPage(partner: string, method: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Partner ${partner}</title></head>
<body><main><h1 data-partner="${partner}" data-method="${method}">Bienvenido a ${partner}</h1>
<p>Reference partner page (${method}).</p></main></body>
</html>`;
}
