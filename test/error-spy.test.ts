// The twin's error spies can see what they are there to see: a core error reaching onError,
// and a line the function writes to its log (console.error) or a 5xx the preview sends. A spy
// that saw nothing proves nothing unless it would have seen these.
import { describe, expect, it } from "vitest";
import { createApp } from "../functions/api/core/app.ts";
import type { Route } from "../functions/api/core/route.ts";
import { coreErrorSpy, functionLogSpy } from "./support/error-spy.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";

describe("the core's error spy", () => {
  it("records an error a route throws, once, and is empty again after a look", async () => {
    const spy = coreErrorSpy();
    const throwing: Route = { pattern: "/api/v1/broken", methods: ["GET"], query: [], cacheable: false, answer: () => { throw new Error("route bug"); } };
    const app = createApp(await sampleIndex(), { onError: spy.onError, routes: (table) => [throwing, ...table] });
    expect((await app.handle(new Request(`${BASE_URL}/api/v1/profile`))).status).toBe(200);
    expect(spy.take()).toEqual([]);
    expect((await app.handle(new Request(`${BASE_URL}/api/v1/broken`))).status).toBe(500);
    const seen = spy.take();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("onError for GET https://portfolio.test/api/v1/broken: Error: route bug");
    expect(spy.take()).toEqual([]);
  });
});

describe("the function log spy", () => {
  it("records console.error lines while started, and 5xx answers, and puts console.error back", () => {
    const suiteWide = console.error;
    const passedOn: unknown[][] = [];
    // Stands in for the suite-wide console check, which would fail this test on purpose lines.
    console.error = (...args: unknown[]) => void passedOn.push(args);
    const quiet = console.error;
    try {
      const spy = functionLogSpy();
      console.error("before start");
      spy.start();
      console.error(new Error("core bug"));
      spy.answered("GET /api/v1/profile", new Response("preview error", { status: 500 }));
      spy.answered("GET /api/v1/nothing", new Response("{}", { status: 404 }));
      spy.stop();
      console.error("after stop");
      const seen = spy.take();
      expect(seen).toHaveLength(2);
      expect(seen[0]).toMatch(/^function log: Error: core bug\n\s+at /);
      expect(seen[1]).toBe("GET /api/v1/profile answered 500");
      expect(passedOn).toHaveLength(3);
      expect(console.error).toBe(quiet);
    } finally {
      console.error = suiteWide;
    }
  });
});
