// `npm start`: build content/ for http://localhost:<PORT> into .preview/<PORT>/ and serve it like
// Netlify would. The function answers in-process from the index this build made, so neither
// dist/ nor the deployment's index module (functions/api/portfolio-data.js) is touched. Ctrl-C
// or SIGTERM, however often, removes .preview/<PORT>/ once and exits 0 (preview-session.ts).
import { openPreviewSession } from "./preview/preview-session.ts";

const session = await openPreviewSession("npm start");
const { createApp } = await import("../functions/api/core/app.ts");
const { FUNCTION_APP_OPTIONS } = await import("../functions/api/app-options.ts");
const result = await session.build();
if (!result.ok) process.exit(1);
const app = createApp(result.index, FUNCTION_APP_OPTIONS);
const preview = await session.serve((request) => app.handle(request));
session.onStop(() => preview.close());
session.announce(result, "Press Ctrl-C to stop.");
