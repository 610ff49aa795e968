/**
 * QuickJS, an independent engine compiled to WebAssembly (quickjs-emscripten),
 * run inside this Node process: a fresh runtime per call evaluates the bundle
 * and settles its promise by running QuickJS's job queue.
 */
import { getQuickJS } from 'quickjs-emscripten';
import type { Bundle } from './bundle.ts';

/** Runs the bundle in a fresh QuickJS runtime and returns the JSON text of its result. */
export async function runInQuickJS(bundle: Bundle): Promise<string> {
  const quickjs = await getQuickJS();
  const runtime = quickjs.newRuntime();
  const vm = runtime.newContext();
  try {
    const evaluated = vm.evalCode(`${bundle.script}\n${bundle.resultExpression}`, bundle.entry);
    const promiseHandle = vm.unwrapResult(evaluated);
    const settled = vm.resolvePromise(promiseHandle);
    promiseHandle.dispose();
    const jobs = runtime.executePendingJobs();
    if (jobs.error) {
      const error = vm.dump(jobs.error);
      jobs.error.dispose();
      throw new Error(`QuickJS failed running ${bundle.entry}: ${JSON.stringify(error)}`);
    }
    const resultHandle = vm.unwrapResult(await settled);
    try {
      return vm.getString(resultHandle);
    } finally {
      resultHandle.dispose();
    }
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}
