/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), as the
 * Banco Central's BR Code asks for field 63: four uppercase hex digits. Check value of "123456789": 29B1.
 * Computed over the UTF-8 bytes (the payload is ASCII, so one byte per character).
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
