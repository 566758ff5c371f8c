import { Image, List, ListItem, Paper, Stack, Text, Title } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { TextLink } from "@/components/ui/text-link";
import type { NavItem } from "@/lib/navigation";
import type { Guide, GuideStep } from "./guide";
import { helpShotPath } from "./shots";
import { stepLink } from "./step-link";

/** The journeys take the shots on a 360 × 740 px phone screen. */
const SHOT = { width: 360, height: 740 };

/** A step's screen as a link that says where it goes ("Abrir Preços"): `stepLink` gives every step one. */
function ScreenLink({ screen, nav }: { screen: GuideStep["screen"]; nav: NavItem[] }) {
  const to = stepLink(screen, nav);
  return to ? <TextLink href={to.href}>{`Abrir ${to.label}`}</TextLink> : null;
}

/** A role's guide: its steps in order, each with its screen and, when a journey takes it, its picture. */
export function GuideView({ guide, nav }: { guide: Guide; nav: NavItem[] }) {
  return (
    <Stack>
      <Text>{guide.intro}</Text>
      <List type="ordered" spacing="md" listStyleType="none" p={0}>
        {guide.steps.map((step, i) => (
          <ListItem key={step.title}>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`passo-${i + 1}`}>
              <Stack gap="xs">
                <Title order={2} size="h4" id={`passo-${i + 1}`}>
                  {i + 1}. {step.title}
                </Title>
                <Text>
                  <CitedText>{step.text}</CitedText>
                </Text>
                <ScreenLink screen={step.screen} nav={nav} />
                {step.shot && (
                  <Image
                    src={helpShotPath(step.shot)}
                    alt={step.shotAlt ?? step.title}
                    {...SHOT}
                    maw={SHOT.width}
                    w="100%"
                    h="auto"
                    radius="md"
                    loading="lazy"
                    style={{ border: "1px solid var(--mantine-color-default-border)" }}
                  />
                )}
              </Stack>
            </Paper>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
