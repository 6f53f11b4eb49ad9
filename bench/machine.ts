/**
 * How fast this machine is right now, printed beside every bench's figures. The same code measured on two
 * sessions' machines (same kind, same load) differed 2–3× in CPU per request (decision 0036): the VMs' cores differ
 * and the hypervisor steals time. A fixed piece of work timed in CPU (not wall) time tells a slower core apart from
 * a busier machine, and /proc/stat's steal column tells how much time the hypervisor took.
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

/** A listing-like reply: what the API mostly does per request (build objects, stringify, hash). */
const sample = Array.from({ length: 20 }, (_, i) => ({
  id: i,
  nome: `Perfume Árabe ${i} Eau de Parfum 100 ml`,
  preco: { valor: 123_456 + i, moeda: 'PYG' },
  imagens: [`/media/p/${i}/a.webp`, `/media/p/${i}/b.webp`],
}));

/** CPU ms for a fixed workload (lower is faster); the median of 5 runs. */
export function calibrationMs(): number {
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 2000; i++) {
      const body = JSON.stringify(sample);
      createHash('sha256').update(body).digest('hex');
      JSON.parse(body);
    }
    const used = process.cpuUsage(start);
    runs.push((used.user + used.system) / 1000);
  }
  return runs.sort((a, b) => a - b)[2];
}

/** Total and steal jiffies of all CPUs, or null without /proc. */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: f.reduce((a, b) => a + b, 0), steal: f[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Starts watching the machine; `end()` gives one line to print with the bench's figures. */
export function watchMachine(): { end: () => string } {
  const calibration = calibrationMs();
  const before = cpuTimes();
  const loadStart = loadavg()[0];
  return {
    end() {
      const after = cpuTimes();
      const steal =
        before && after && after.total > before.total
          ? (100 * (after.steal - before.steal)) / (after.total - before.total)
          : NaN;
      return (
        `machine: calibration ${calibration.toFixed(1)} ms CPU (lower is faster), ` +
        `steal ${steal.toFixed(1)} %, load ${loadStart.toFixed(2)} → ${loadavg()[0].toFixed(2)}`
      );
    },
  };
}
