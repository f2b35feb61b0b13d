import { Link, useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode, RefObject } from "react";

/**
 * A modal that works both ways: with JavaScript its opener calls showModal(); without it the
 * opener is a link to a `?…=1` address and the server renders the dialog open, in place.
 */
export function Modal({
  id,
  title,
  dialogRef,
  serverOpen,
  closeHref,
  className,
  children,
}: {
  id: string;
  title: string;
  dialogRef: RefObject<HTMLDialogElement>;
  serverOpen: boolean;
  closeHref: string;
  /** An extra class for the page's own look of the dialog. */
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClose = () => {
    // Drop the `?…=1` that opened it so a reload does not reopen what the user closed.
    if (serverOpen) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={`${id}-title`}
      open={serverOpen || undefined}
      onClose={onClose}
    >
      <div className="modal__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <Link
          to={closeHref}
          preventScrollReset
          className="icon-button modal__close"
          aria-label="Close"
          onClick={(event) => {
            event.preventDefault();
            dialogRef.current?.close();
          }}
        >
          <span aria-hidden="true">✕</span>
        </Link>
      </div>
      {children}
    </dialog>
  );
}

/** With JavaScript, an opener link shows the dialog in place instead of following `?…=1`. */
export function openModal(dialogRef: RefObject<HTMLDialogElement>) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  };
}
