import { Button } from "@mantine/core";
import classes from "./button.module.css";

/** The theme's Button: every label whole, wrapping when the space is short (button.module.css). */
export const wrappingButton = Button.extend({
  classNames: { root: classes.root, inner: classes.inner, label: classes.label },
});
