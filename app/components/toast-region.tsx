import { useEffect, useState } from "react";

export type ToastMessage = { kind: "success" | "error" | "info"; text: string };

/** Shows the flash toast from the root loader; it stays readable without JavaScript. */
export function ToastRegion({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {visible ? (
        <p className={`toast toast--${visible.kind}`}>
          {visible.text}
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => setVisible(null)}>
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}
