/** A refusal or failure the operator can act on: its pt-BR message is all the command prints. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OpsError";
  }
}

export type Log = (line: string) => void;
