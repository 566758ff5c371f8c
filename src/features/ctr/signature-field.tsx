"use client";

import { Box, Button, Group, InputWrapper } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import SignaturePad from "signature_pad";

/** Sharp on phones without making the PNG big: device pixels, at most 2 per CSS pixel. */
const MAX_RATIO = 2;
/** The server refuses more than 100 KB (`signature-image.ts`); base64 is 4/3 of the bytes. */
const MAX_BASE64 = Math.floor((100 * 1024 * 4) / 3);

/**
 * An optional drawn signature: finger, pen or mouse (pointer events, via signature_pad), 100% wide
 * so it fits a 360 px phone, with a "Limpar" button. `onChange` receives the PNG as base64 (no
 * `data:` prefix) after each stroke, or null when the area is empty.
 */
export function SignatureField({
  label,
  onChange,
  error,
}: {
  label: string;
  onChange: (png: string | null) => void;
  error?: string | null;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [tooBig, setTooBig] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: "#1a1b1e", minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const resize = () => {
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_RATIO);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    resize();
    const ended = () => {
      const png = pad.isEmpty() ? null : (pad.toDataURL("image/png").split(",")[1] ?? null);
      const big = png !== null && png.length > MAX_BASE64;
      setTooBig(big);
      onChangeRef.current(big ? null : png);
    };
    pad.addEventListener("endStroke", ended);
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      pad.removeEventListener("endStroke", ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setTooBig(false);
    onChangeRef.current(null);
  };

  return (
    <InputWrapper
      label={label}
      description="Assine com o dedo na área abaixo (opcional)."
      error={tooBig ? "Assinatura grande demais: toque em “Limpar” e assine de novo." : error}
    >
      <Box
        mt={4}
        style={{
          border: "1px solid var(--mantine-color-gray-4)",
          borderRadius: "var(--mantine-radius-sm)",
          background: "var(--mantine-color-white)",
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label={`${label}: área para desenhar`}
          data-testid="signature-pad"
          style={{ display: "block", width: "100%", height: 160, touchAction: "none" }}
        />
      </Box>
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="compact-sm" onClick={clear}>
          Limpar
        </Button>
      </Group>
    </InputWrapper>
  );
}
