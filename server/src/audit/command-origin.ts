/** Who ran a manage command: it has no signed-in user, so the audit names the system account (and the file it read). */
export interface CommandOrigin {
  /** The operating-system account that ran the command (user@host). */
  operator: string;
  file?: string;
}
