// A setup file: when a test file ends, every process group it started and did not stop is
// stopped, whole (a test that timed out never reached its own `finally`).
import { afterAll } from "vitest";
import { stopEveryGroup } from "./process-group.ts";

afterAll(stopEveryGroup);
