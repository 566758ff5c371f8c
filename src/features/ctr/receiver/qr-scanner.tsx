"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = new (options: { formats: string[] }) => Detector;

/**
 * Reads the CTR's QR with the phone camera through the browser's BarcodeDetector API (Chrome on
 * Android, recent Safari). Where the API is missing the button is not shown: the operator types the
 * number instead.
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    setSupported(typeof window !== "undefined" && "BarcodeDetector" in window && !!navigator.mediaDevices);
  }, []);

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const Ctor = (window as unknown as { BarcodeDetector: DetectorCtor }).BarcodeDetector;
    const detector = new Ctor({ formats: ["qr_code"] });
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        const el = video.current;
        if (!el) return;
        el.srcObject = stream;
        await el.play();
        while (!stopped) {
          const codes = await detector.detect(el).catch(() => []);
          const first = codes[0]?.rawValue;
          if (first) {
            onCode(first);
            setActive(false);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch {
        setError("Não foi possível abrir a câmera. Digite o número do CTR.");
        setActive(false);
      }
    })();
    return () => {
      stopped = true;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, [active, onCode]);

  if (!supported) return null;
  return (
    <Stack gap="xs">
      <Button size="lg" variant={active ? "default" : "filled"} onClick={() => setActive((a) => !a)}>
        {active ? "Parar câmera" : "Ler QR com a câmera"}
      </Button>
      {active && (
        <video ref={video} playsInline muted style={{ width: "100%", maxHeight: 320, objectFit: "cover" }} />
      )}
      {error && <Alert color="yellow">{error}</Alert>}
    </Stack>
  );
}
