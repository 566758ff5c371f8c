"use client";

/**
 * A failure of the root layout itself: no Mantine, no providers, only plain HTML in pt-BR with the
 * way back to the start.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0 }}>
        <main style={{ maxWidth: 560, margin: "0 auto", padding: "2rem 1rem" }}>
          <h1>Algo deu errado</h1>
          <p>Não foi possível abrir o Caçamba Certa agora. Tente de novo em instantes.</p>
          {error.digest && <p style={{ color: "#666", fontSize: 14 }}>Código do erro: {error.digest}</p>}
          <p>
            <button type="button" onClick={reset}>
              Tentar de novo
            </button>{" "}
            <a href="/">Voltar ao início</a>
          </p>
        </main>
      </body>
    </html>
  );
}
