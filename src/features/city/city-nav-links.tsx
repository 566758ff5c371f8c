import { Group } from "@mantine/core";
import { TextLink } from "@/components/ui/text-link";

const LINKS = [
  ["/fiscalizacao", "Início"],
  ["/fiscalizacao/mapa", "Mapa e caçambas na rua"],
  ["/fiscalizacao/empresas", "Transportadores e receptores"],
  ["/fiscalizacao/vistorias", "Vistorias"],
  ["/fiscalizacao/autos", "Autos de infração"],
  ["/fiscalizacao/volumes", "Volumes"],
  ["/fiscalizacao/boletins", "Boletim bimestral"],
  ["/fiscalizacao/denuncias", "Denúncias"],
  ["/fiscalizacao/configuracao", "Configuração"],
] as const;

/** The city portal's sections, on top of each of its pages (desktop-first). */
export function CityNavLinks() {
  return (
    <Group gap="md" mb="md" wrap="wrap">
      {LINKS.map(([href, label]) => (
        <TextLink key={href} href={href} size="sm">
          {label}
        </TextLink>
      ))}
    </Group>
  );
}
