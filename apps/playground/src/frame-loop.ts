/**
 * The frame loop of a game mode (Mover, Platformer): one frame per animation
 * frame unless paused, then a redraw; the panel's Pause, Step and Reset buttons
 * (`#pause`, `#step`, `#reset`) drive it.
 */

/** The buttons the loop listens to, for a panel's markup. */
export const FRAME_BUTTONS = `<div class="row">
      <button class="action" type="button" id="pause">Pause</button>
      <button class="action" type="button" id="step">Step</button>
      <button class="action" type="button" id="reset">Reset</button>
    </div>`;

/** A running loop: `stop()` cancels it when the mode unmounts. */
export interface FrameLoop {
  stop(): void;
}

/** Starts the loop over the buttons under `root`: `frame` advances the game, `render` shows it, `reset` starts it again. */
export function startFrameLoop(
  root: ParentNode,
  frame: () => void,
  render: () => void,
  reset: () => void,
): FrameLoop {
  let paused = false;
  const pauseButton = root.querySelector<HTMLButtonElement>('#pause')!;
  pauseButton.addEventListener('click', () => {
    paused = !paused;
    pauseButton.textContent = paused ? 'Resume' : 'Pause';
  });
  root.querySelector('#step')!.addEventListener('click', () => {
    if (paused) frame();
  });
  root.querySelector('#reset')!.addEventListener('click', reset);
  let handle = 0;
  const tick = (): void => {
    if (!paused) frame();
    render();
    handle = requestAnimationFrame(tick);
  };
  handle = requestAnimationFrame(tick);
  return { stop: () => cancelAnimationFrame(handle) };
}
