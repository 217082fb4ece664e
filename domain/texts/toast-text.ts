/** A toast's words: a title, and a line under it when there is more to say. */
export interface ToastText {
  title: string;
  description?: string;
}
