// The naive REST peer as a Netlify function (Functions v2), over the same generated index as
// portfolio-api, so both are bundled and started the same way.
import index from "../../functions/api/portfolio-data.js";
import { createNaiveRest } from "./naive-rest.ts";

const handle = createNaiveRest(index);

/** Netlify calls this for every request. */
export default function peer(request: Request): Promise<Response> {
  return handle(request);
}
