import { z } from "zod";
import { brazilianErrors } from "@/domain/zod-messages";

/* The app's hand-written pt-BR messages for zod's own issues, for every schema parsed on the server
   (tRPC procedures and route handlers alike): imported by `validators.ts` and the tRPC setup. */
z.config({ localeError: brazilianErrors });
