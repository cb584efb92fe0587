// `npm run verify -- <url>`: prove a deployment routes and answers as the core does; see docs/deploy.md.
import { verifyCommand } from "./verify/verify-command.ts";

process.exitCode = await verifyCommand(process.argv.slice(2), (text) => process.stdout.write(text));
