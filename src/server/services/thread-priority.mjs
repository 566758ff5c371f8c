// Lowers the calling thread's scheduling priority (a worker thread's, called from inside it).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * The thread yields the CPU to the process's event loop: on Linux a thread has its own nice value, and
 * it takes 10 (the lowest-but-one of the unprivileged range a process may lower itself to), so on a busy
 * machine the requests' thread is scheduled first. Elsewhere (no /proc/thread-self) it keeps the
 * process's priority.
 */
export function yieldCpu() {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}
