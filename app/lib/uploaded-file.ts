/* Shared by the server and the forms' schemas, which also load in the browser. */

/** The spec's upload limit: 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880;

/**
 * A file from a multipart post. Checked by shape, not `instanceof File`: the server may run with
 * fetch polyfills whose File class differs from the one this module sees.
 */
export function isUploadedFile(value: unknown): value is File {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as File).name === "string" &&
    typeof (value as File).size === "number" &&
    typeof (value as File).arrayBuffer === "function"
  );
}
