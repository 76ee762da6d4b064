// Multipart serializer used by the generated client (orval `override.formData`).
// Laravel reads nested lists from bracketed part names: faqs[0][question_en],
// details_by_instructor[1][time]. null and undefined are skipped (never sent as "null").

type FormValue = unknown;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Appends `value` under `name`, recursing into arrays and plain objects with Laravel brackets. */
export function appendLaravelField(formData: FormData, name: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    if (typeof File !== 'undefined' && value instanceof File)
      formData.append(name, value, value.name);
    else formData.append(name, value);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendLaravelField(formData, `${name}[${index}]`, item));
    return;
  }
  if (value instanceof Date) {
    formData.append(name, value.toISOString());
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      appendLaravelField(formData, `${name}[${key}]`, item);
    return;
  }
  if (typeof value === 'boolean') {
    // Laravel's boolean rule accepts 1/0; "true"/"false" strings fail it.
    formData.append(name, value ? '1' : '0');
    return;
  }
  formData.append(name, String(value));
}

/** Turns a request body into FormData with Laravel's bracketed names. */
export function toLaravelFormData<Body extends object>(body: Body): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(body)) appendLaravelField(formData, key, value);
  return formData;
}
