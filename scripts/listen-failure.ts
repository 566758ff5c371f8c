/**
 * The exit code of a server process that cannot listen on its port (taken by another program, or not
 * allowed): the cluster's primary stops instead of starting another that would fail the same way.
 */
export const CANNOT_LISTEN = 3;

/** What to tell the person who ran `npm start`, in pt-BR, when the port cannot be had. */
export function listenFailureMessage(error: NodeJS.ErrnoException, port: number, hostname: string): string {
  if (error.code === "EADDRINUSE")
    return (
      `A porta ${port} já está em uso em ${hostname}: outro programa (ou outro Caçamba Certa) atende nela. ` +
      `Pare-o ou escolha outra porta, por exemplo PORT=${port === 3000 ? 3001 : 3000} npm start.`
    );
  if (error.code === "EACCES")
    return `Sem permissão para atender na porta ${port} (portas abaixo de 1024 pedem privilégios): escolha outra com PORT=3000 npm start.`;
  if (error.code === "EADDRNOTAVAIL")
    return `O endereço ${hostname} não é desta máquina (HOST): use HOST=127.0.0.1 ou HOST=0.0.0.0.`;
  return `Não foi possível atender em ${hostname}:${port} (${error.code ?? error.message}).`;
}
