// The plain handler a cold import is compared with: a module that exports a function
// answering a constant JSON body, and nothing else. Importing it costs what loading any ES
// module file costs; whatever portfolio-api's import costs beyond this is its own.
const constant = '{"status":"ok"}';

export default async function plain() {
  return new Response(constant, { headers: { "Content-Type": "application/json" } });
}
