import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Купи сега',
  VerticalEmbed_Events_Button: 'Регистрирай се',
  VerticalEmbed_Bookings_Button: 'Резервирай сега',
  UploadFile_Viewer_Download: 'Изтегли {fileType}',
  VerticalEmbed_Units_Hour: '{number} ч',
  VerticalEmbed_Units_Minute: '{number} мин',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Страницата на продукта ще бъде достъпна, след като публикувате сайта си.',
  Poll_Vote: 'Гласувай',
  Poll_Votes_One: '{number} глас',
  Poll_Votes_Other: '{number} гласа',
  Poll_Voters: 'Гласували',
  Poll_Toast_No_Internet: 'Няма интернет. Проверете връзката си.',
  Poll_Toast_Server_Error: 'Няма връзка със сървъра. Опитайте отново по-късно.',
  Map_Label: 'Карта: {location}',
  Map_Zoom_In: 'Увеличаване',
  Map_Zoom_Out: 'Намаляване',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View не е наличен за тази карта.',
  Accessibility_Left_Gallery: 'Излязохте от галерията',
  Viewer_Read_More: 'Прочети още',
  Viewer_See_Full_Post: 'Виж цялата публикация',
  Spoiler_Click_To_Reveal: 'Кликнете, за да покажете',
  Spoiler_Reveal_Image: 'Покажи изображението',
  Spoiler_Reveal_Gallery: 'Покажи галерията',
  Spoiler_Reveal_Video: 'Покажи видеото',
  Image_Expand: 'Увеличи изображението',
  Viewer_Close: 'Затвори',
  Collapsible_Expand: 'Разгъни',
  Collapsible_Shrink: 'Свий',
};

export default messages;
