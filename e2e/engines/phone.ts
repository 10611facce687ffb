/** The phone the homeowner flows run on: the width most of the site's visitors read it at. */
export const PHONE = { width: 390, height: 844 }
