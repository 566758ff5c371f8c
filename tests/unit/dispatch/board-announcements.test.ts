import type { Active, Announcements, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { boardAnnouncements, contractEm } from "@/features/dispatch/board/announcements";

const names: Record<string, string> = {
  j1: "Entrega em Obra Centro das 08:00",
  j2: "Descarga das 07:00",
  "lane:T1": "a coluna HMG4B21",
  "lane:none": "a coluna Sem caminhão",
};
const say = boardAnnouncements(
  (id) => names[String(id)] ?? String(id),
  () => "a posição 1 da coluna HMG4B21",
);
const active = { id: "j1" } as Active;
const over = (id: string) => ({ id }) as Over;
type Event = Parameters<NonNullable<Announcements["onDragEnd"]>>[0];
const event = (o: Over | null) => ({ active, over: o }) as Event;

describe("board announcements in pt-BR", () => {
  it("contracts em + article", () => {
    expect(contractEm("solto em a posição 1")).toBe("solto na posição 1");
    expect(contractEm("solto em o lugar de X")).toBe("solto no lugar de X");
    expect(contractEm("em as obras, em os caminhões")).toBe("nas obras, nos caminhões");
    expect(contractEm("Entrega em Obra Centro")).toBe("Entrega em Obra Centro");
  });

  it("says every event without 'em a' or 'em o'", () => {
    const all = [
      say.onDragStart(event(null)),
      say.onDragOver(event(over("j1"))),
      say.onDragOver(event(over("j2"))),
      say.onDragOver(event(over("lane:T1"))),
      say.onDragOver(event(null)),
      say.onDragEnd(event(over("j1"))),
      say.onDragEnd(event(over("j2"))),
      say.onDragEnd(event(over("lane:none"))),
      say.onDragEnd(event(null)),
      say.onDragCancel(event(null)),
    ];
    for (const text of all) expect(text).not.toMatch(/\bem (a|o|as|os) /);
    expect(all).toEqual([
      "Serviço Entrega em Obra Centro das 08:00 pego.",
      "Serviço Entrega em Obra Centro das 08:00 sobre a posição 1 da coluna HMG4B21.",
      "Serviço Entrega em Obra Centro das 08:00 sobre Descarga das 07:00.",
      "Serviço Entrega em Obra Centro das 08:00 sobre a coluna HMG4B21.",
      "Serviço Entrega em Obra Centro das 08:00 fora do quadro.",
      "Serviço Entrega em Obra Centro das 08:00 solto na posição 1 da coluna HMG4B21.",
      "Serviço Entrega em Obra Centro das 08:00 solto no lugar de Descarga das 07:00.",
      "Serviço Entrega em Obra Centro das 08:00 solto na coluna Sem caminhão.",
      "Serviço Entrega em Obra Centro das 08:00 solto fora do quadro: nada mudou.",
      "Movimento do serviço Entrega em Obra Centro das 08:00 cancelado: nada mudou.",
    ]);
  });
});
