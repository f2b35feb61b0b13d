import { useEffect, useLayoutEffect, type MutableRefObject } from "react";

/**
 * Where the caret stood in a field that another form's field has just replaced, so the new one
 * takes the focus over: a form swapped in while the user types (the bid form once its code has
 * loaded) would otherwise drop the focus, and every key pressed after it.
 */
export type HandedFocus = MutableRefObject<{ start: number | null; end: number | null } | null>;

/** Runs as the browser commits, before it handles the next key; never on the server. */
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Makes `field` take the focus handed over by the field it replaces, and hand its own over when
 * it is replaced while focused (its node is still in the page when its commit effect is undone).
 */
export function useHandedFocus(field: MutableRefObject<HTMLInputElement | null>, handed: HandedFocus): void {
  useCommitEffect(() => {
    const input = field.current;
    const caret = handed.current;
    handed.current = null;
    if (input && caret) {
      input.focus();
      input.setSelectionRange(caret.start, caret.end);
    }
    return () => {
      if (input && document.activeElement === input) handed.current = { start: input.selectionStart, end: input.selectionEnd };
    };
  }, [field, handed]);
}
