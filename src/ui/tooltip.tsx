/**
 * A hint behind a small "i" button (the Tooltip component, ADR 038): the button is described by
 * the tip, so a screen reader reads the hint with it; sighted visitors see the tip on hover and
 * focus (src/client/widgets/tooltip.ts). Without script the button's `title` shows the same text.
 */
export function TooltipHint({ id, label, text, placement }: { id: string; label: string; text: string; placement?: 'bottom' }) {
  return (
    <>
      <button type="button" className="tooltip-trigger" data-component="Tooltip" data-placement={placement} aria-label={label} aria-describedby={id} title={text}>
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className="tooltip" hidden>
        {text}
      </span>
    </>
  )
}
