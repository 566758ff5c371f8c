import { Badge } from "@mantine/core";
import classes from "./badge.module.css";

/** The theme's Badge: wraps to content instead of cutting its words (badge.module.css). */
export const wrappingBadge = Badge.extend({ classNames: { root: classes.root, label: classes.label } });
