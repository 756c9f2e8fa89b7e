// The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's benchmarkIndex
// (docs/throttling.md, "Calibrating the CPU slowdown"): the piecewise-linear mapping of its
// published calculator. The preset's constant 4× is right only for a machine with an index near
// 1533; on a faster one it is kinder than a real phone, on a slower one harsher.

/** The multiplier for a benchmarkIndex, or undefined when the machine is too slow to emulate one. */
export function calibratedSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
