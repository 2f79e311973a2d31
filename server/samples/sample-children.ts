// The six fictional children of the landing page's example films, in the cards' order (see the
// examples in app/content/landing.*.ts), with what a parent would have written for each.
import type { Language } from "#domain/language.ts";
import { portraitColours } from "#domain/child-colours.ts";
import type { ChildDetails, ChildLooks } from "#render/render-film.ts";

export interface SampleChild {
  /** The samples template's storyline, named by its length (the card shows it: EXAMPLE_DURATIONS). */
  storyline: string;
  /** The example-card drawings that stand in for this child's photos (0-based); none shows the magic book. */
  photoArt: number[];
  /** The colours a parent would have chosen: the portrait in Santa's book. */
  looks: ChildLooks;
  details: Record<Language, ChildDetails>;
}

export const SAMPLE_CHILDREN: readonly SampleChild[] = [
  {
    storyline: "2m20",
    photoArt: [0, 1, 5],
    looks: portraitColours({ eyeColour: "blue", hairColour: "blonde" }),
    details: {
      en: {
        name: "Emma",
        age: 4,
        achievements: "Started preschool and made two new friends\nLearned to ride her scooter",
        wishes: "A puppy plush with floppy ears\nA big box of crayons",
        message: "Emma, your mummy and daddy told me how brave you were on your first day of preschool.",
      },
      es: {
        name: "Emma",
        age: 4,
        achievements: "Empezó el preescolar e hizo dos amigas nuevas\nAprendió a andar en patineta",
        wishes: "Un perrito de peluche con orejas largas\nUna caja grande de crayones",
        message: "Emma, tu mamá y tu papá me contaron lo valiente que fuiste en tu primer día de preescolar.",
      },
    },
  },
  {
    storyline: "3m00",
    photoArt: [1, 3],
    looks: portraitColours({ eyeColour: "brown", hairColour: "brown" }),
    details: {
      en: {
        name: "Lucas",
        age: 7,
        achievements: "Helped look after his new baby sister\nRead her a bedtime story every night",
        wishes: "A remote-control car\nA dinosaur book",
        message: "Lucas, being a kind big brother is one of the most important jobs in the world. Well done!",
      },
      es: {
        name: "Lucas",
        age: 7,
        achievements: "Ayudó a cuidar a su hermanita recién nacida\nLe leyó un cuento cada noche",
        wishes: "Un carro a control remoto\nUn libro de dinosaurios",
        message:
          "Lucas, ser un hermano mayor cariñoso es uno de los trabajos más importantes del mundo. ¡Muy bien!",
      },
    },
  },
  {
    storyline: "2m15",
    photoArt: [4, 2],
    looks: portraitColours({ eyeColour: "green", hairColour: "red" }),
    details: {
      en: {
        name: "Sofia",
        age: 6,
        achievements: "Learned to read chapter books\nFinished her first book all by herself",
        wishes: "A new book about dragons\nA reading lamp shaped like the moon",
        message: "Sofia, every book you read is a new adventure. Keep turning those pages!",
      },
      es: {
        name: "Sofía",
        age: 6,
        achievements: "Aprendió a leer libros por capítulos\nTerminó su primer libro ella sola",
        wishes: "Un libro nuevo de dragones\nUna lámpara de lectura con forma de luna",
        message: "Sofía, cada libro que lees es una nueva aventura. ¡Sigue pasando esas páginas!",
      },
    },
  },
  {
    storyline: "2m20",
    photoArt: [3, 5],
    looks: portraitColours({ eyeColour: "hazel", hairColour: "black" }),
    details: {
      en: {
        name: "Mateo",
        age: 5,
        achievements: "Was brave when his family moved to a new home\nMade a friend on his new street",
        wishes: "A red bicycle\nA night light for his new room",
        message:
          "Mateo, a new home can feel big and strange, but you were so brave. I know where to find you!",
      },
      es: {
        name: "Mateo",
        age: 5,
        achievements:
          "Fue valiente cuando su familia se mudó a una casa nueva\nHizo un amigo en su nueva calle",
        wishes: "Una bicicleta roja\nUna lamparita para su cuarto nuevo",
        message:
          "Mateo, una casa nueva puede parecer grande y extraña, pero fuiste muy valiente. ¡Ya sé dónde encontrarte!",
      },
    },
  },
  {
    storyline: "2m45",
    photoArt: [2, 0, 4],
    looks: portraitColours({ eyeColour: "grey", hairColour: "other", hairColourOther: "strawberry blonde" }),
    details: {
      en: {
        name: "Olivia",
        age: 9,
        achievements: "Scored her first goal of the season\nPassed the ball to every teammate",
        wishes: "New soccer boots\nA trip to see a real match",
        message: "Olivia, your team is lucky to have you. Teamwork is the best kind of magic!",
      },
      es: {
        name: "Olivia",
        age: 9,
        achievements: "Metió su primer gol de la temporada\nLe pasó el balón a todas sus compañeras",
        wishes: "Unos tacos de fútbol nuevos\nIr a ver un partido de verdad",
        message: "Olivia, tu equipo tiene suerte de contar contigo. ¡El trabajo en equipo es la mejor magia!",
      },
    },
  },
  {
    storyline: "2m15",
    photoArt: [],
    looks: portraitColours({ eyeColour: "brown", hairColour: "other", hairColourOther: "castaño claro" }),
    details: {
      en: {
        name: "Noah",
        age: 1,
        achievements: "Said his first word\nTook his very first steps",
        wishes: "Cuddles with his family\nA soft toy reindeer",
        message: "Noah, welcome to your very first Christmas. Your family loves you more than all the stars.",
      },
      es: {
        name: "Noah",
        age: 1,
        achievements: "Dijo su primera palabra\nDio sus primeros pasos",
        wishes: "Abrazos con su familia\nUn reno de peluche suave",
        message: "Noah, bienvenido a tu primera Navidad. Tu familia te quiere más que todas las estrellas.",
      },
    },
  },
];
