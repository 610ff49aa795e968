/**
 * QuickJS, an independent engine compiled to WebAssembly (quickjs-emscripten),
 * run inside this Node process: a fresh WebAssembly module and runtime per
 * call evaluate the bundle and settle its promise by running QuickJS's job
 * queue.
 */
import { newQuickJSWASMModule } from 'quickjs-emscripten';
import type { Bundle } from './bundle.ts';

/**
 * QuickJS checks, as it frees a runtime, that its garbage collector left no
 * object behind, and aborts the WebAssembly module if one is left. After the
 * larger golden runs (scenes and walls in every variant) that check fails in
 * `JS_FreeRuntime` although every handle this module made is disposed: the
 * answer is already read by then, so it stands, and since each call has a
 * module of its own, the aborted module serves nothing else. Any other error
 * while freeing is rethrown.
 */
function isTeardownLeakAbort(error: unknown): boolean {
  return error instanceof Error && error.message.includes('list_empty(&rt->gc_obj_list)');
}

/** Runs the bundle in a fresh QuickJS runtime and returns the JSON text of its result. */
export async function runInQuickJS(bundle: Bundle): Promise<string> {
  const quickjs = await newQuickJSWASMModule();
  const runtime = quickjs.newRuntime();
  const vm = runtime.newContext();
  let answer: string;
  try {
    answer = await evaluate(vm, runtime, bundle);
  } catch (error) {
    free(vm, runtime);
    throw error;
  }
  free(vm, runtime);
  return answer;
}

type Runtime = ReturnType<Awaited<ReturnType<typeof newQuickJSWASMModule>>['newRuntime']>;
type Context = ReturnType<Runtime['newContext']>;

/** Evaluates the bundle, settles its promise and reads the result's text. */
async function evaluate(vm: Context, runtime: Runtime, bundle: Bundle): Promise<string> {
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
}

/** Frees the context and the runtime, letting only the teardown leak abort pass. */
function free(vm: Context, runtime: Runtime): void {
  try {
    vm.dispose();
    runtime.dispose();
  } catch (error) {
    if (!isTeardownLeakAbort(error)) throw error;
  }
}
