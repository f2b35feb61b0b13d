// Shared with tests/unit/setup.ts through the global object: setup files and test files may not
// share one module instance.
const EXPECTED = Symbol.for("diginoor.tests.expectedConsoleErrors");
type WithExpectation = typeof globalThis & { [EXPECTED]?: boolean };

/** Declares that the running test logs through console.error on purpose. */
export function expectConsoleError(): void {
  (globalThis as WithExpectation)[EXPECTED] = true;
}

/** Whether the finished test declared a console.error; resets the declaration. */
export function takeExpectedConsoleErrors(): boolean {
  const expected = (globalThis as WithExpectation)[EXPECTED] === true;
  (globalThis as WithExpectation)[EXPECTED] = false;
  return expected;
}
