/**
 * The bench's floor: the lightest page a server can send, with what Lighthouse's audits ask of
 * any page (language, title, description, viewport, an icon so no favicon request fails).
 */
export const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kitchen and bathroom remodeling in Westchester</title>
    <meta name="description" content="The lightest page this server can send: the bench's floor." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <h1>Kitchen and bathroom remodeling</h1>
    <p>Family-owned remodelers with a showroom at 7 Memorial Dr, Chappaqua, NY.</p>
  </body>
</html>
`
