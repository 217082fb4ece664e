/** Text made safe to place in HTML content or a quoted attribute (mail bodies, the static splash). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
