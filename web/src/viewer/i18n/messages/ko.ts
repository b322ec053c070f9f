import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: '지금 구매',
  VerticalEmbed_Events_Button: '지금 등록',
  VerticalEmbed_Bookings_Button: '지금 예약',
  UploadFile_Viewer_Download: '{fileType} 다운로드',
  VerticalEmbed_Units_Hour: '{number}시간',
  VerticalEmbed_Units_Minute: '{number}분',
  Accessibility_Left_Gallery: '갤러리에서 나왔습니다',
  Viewer_Read_More: '더 읽기',
  Viewer_See_Full_Post: '전체 게시물 보기',
  Spoiler_Click_To_Reveal: '클릭하여 보기',
  Spoiler_Reveal_Image: '이미지 보기',
  Spoiler_Reveal_Gallery: '갤러리 보기',
  Spoiler_Reveal_Video: '동영상 보기',
  Image_Expand: '이미지 확대',
  Viewer_Close: '닫기',
  Fullscreen_Viewer: '전체 화면 보기',
  Fullscreen_Previous: '이전',
  Fullscreen_Next: '다음',
  Collapsible_Expand: '펼치기',
  Collapsible_Shrink: '접기',
};

export default messages;
