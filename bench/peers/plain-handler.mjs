// The plain handler a cold import is compared with: a module that exports a function
// answering a constant JSON body, and nothing else. The bench bundles it with Netlify's
// bundler like every other function (bench/prepare-functions.ts), so the floor pays what any
// deployed function's module pays (the bundler's wrapper, loading an ES module file);
// whatever portfolio-api's import costs beyond this is its own.
const constant = '{"status":"ok"}';

export default async function plain() {
  return new Response(constant, { headers: { "Content-Type": "application/json" } });
}
